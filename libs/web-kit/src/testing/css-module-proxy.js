// Jest stand-in for `*.module.css`: every class name maps to itself, so tests can find
// elements by the class the component used (webpack gives the real, unique names).
module.exports = new Proxy(
  {},
  {
    get: (_target, key) => (key === '__esModule' ? false : key === 'default' ? module.exports : key),
  },
);
