// A ts-jest AST transformer: `import.meta.url` becomes the file's URL in the CommonJS that Jest runs. TypeScript
// leaves `import.meta` as it is when it emits CommonJS, which Jest's module wrapper cannot run; the API's scripts
// (`api/scripts/build.ts`, which a test imports) find their folder through it.
const NAME = 'console-import-meta-url';
const VERSION = '1';

/** @param {{ configSet: { compilerModule: typeof import('typescript') } }} tsCompiler */
function factory(tsCompiler) {
  const ts = tsCompiler.configSet.compilerModule;
  /** @type {import('typescript').TransformerFactory<import('typescript').SourceFile>} */
  return (context) => (sourceFile) => {
    const { factory: f } = context;
    // require('node:url').pathToFileURL(__filename).href
    const fileUrl = () =>
      f.createPropertyAccessExpression(
        f.createCallExpression(
          f.createPropertyAccessExpression(
            f.createCallExpression(f.createIdentifier('require'), undefined, [f.createStringLiteral('node:url')]),
            'pathToFileURL',
          ),
          undefined,
          [f.createIdentifier('__filename')],
        ),
        'href',
      );
    const visit = (node) => {
      if (
        ts.isPropertyAccessExpression(node) &&
        ts.isMetaProperty(node.expression) &&
        node.expression.keywordToken === ts.SyntaxKind.ImportKeyword &&
        node.name.text === 'url'
      ) {
        return fileUrl();
      }
      return ts.visitEachChild(node, visit, context);
    };
    return ts.visitNode(sourceFile, visit);
  };
}

module.exports = { name: NAME, version: VERSION, factory };
