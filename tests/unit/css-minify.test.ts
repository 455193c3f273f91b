const { minifyCss } = require('../../tools/asset-manifest-plugin.js') as { minifyCss: (css: string) => string };

describe('the stylesheets’ minifier', () => {
  test('keeps the descendant combinator before a pseudo-class (`.a :is(b)` is not `.a:is(b)`)', () => {
    expect(minifyCss(':where(body:not(.kit)) :is(.a, .b):has(.c) {\n  padding: 0.5rem;\n}')).toBe(':where(body:not(.kit)) :is(.a,.b):has(.c){padding:.5rem;}');
    expect(minifyCss('.x > :first-child , .y :focus-visible { color : red }')).toBe('.x>:first-child,.y :focus-visible{color :red}');
  });

  test('takes comments and runs of whitespace out, and leaves strings and addresses as they are', () => {
    expect(minifyCss('/* note */\n.a::before {\n  content: " : ";\n  background: url( a b.svg );\n}\n')).toBe(
      '.a::before{content:" : ";background:url( a b.svg );}',
    );
  });
});
