// Every German product text of the spec, keyed by area; plus de-DE formatters.
// Texts are quoted letter for letter from ../shared/spec; add new areas as files under texts/.
export * from './format';
export * from './texts/auth';
export * from './texts/validation';
export * from './texts/resources';
