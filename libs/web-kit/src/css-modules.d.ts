// CSS Modules (docs/architecture.md "Scoped CSS"): `import styles from './X.module.css'`
// gives the file's class names mapped to names unique to that file, so one remote's
// styles never change another's look.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
// `X.module.css?names`: the same class names without injecting the stylesheet (webpack.shared.js).
declare module '*.module.css?names' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
