// The part of node-postgres's utils the statements benchmark uses (the package's types omit it):
// how a parameter value becomes the text the driver sends.
declare module 'pg/lib/utils.js' {
  const utils: {
    prepareValue(value: unknown): string | Buffer | null;
  };
  export default utils;
}
