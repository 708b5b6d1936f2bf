// relay-compiler reads this: the web app's GraphQL lives in web/src, artifacts go beside it
// in web/src/__generated__ (committed; CI regenerates and fails on a difference).
module.exports = {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './web/src/__generated__',
  excludes: ['**/node_modules/**', '**/__generated__/**', '**/dist/**'],
  eagerEsModules: true,
};
