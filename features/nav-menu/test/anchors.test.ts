import { anchorTarget, ANCHOR, templateId } from '../../anchors/rules';
import { menuDefaults, menuOptions } from '../options';

describe('menu options', () => {
  test('the SmartMenus defaults', () => {
    expect(menuOptions(undefined)).toEqual({
      showTimeout: 250,
      hideTimeout: 500,
      showDuration: 200,
      scrollStep: 30,
      subMenusMinWidth: '10em',
      subMenusMaxWidth: '20em',
    });
    expect(menuDefaults.showTimeout).toBe(250);
  });
  test('valid values override; wrong types, negatives and CSS that is not a length do not', () => {
    expect(menuOptions({ showTimeout: 100, hideTimeout: -1, showDuration: '300', subMenusMinWidth: '12rem', subMenusMaxWidth: 'url(x)' })).toEqual({
      ...menuDefaults,
      showTimeout: 100,
      subMenusMinWidth: '12rem',
    });
  });
});

describe('the anchor rule', () => {
  const here = new URL('https://press.example/services/?a=1');
  test('a hash of a letter or underscore, then word characters or dashes', () => {
    for (const ok of ['#pricing', '#_top', '#faq-2', '#A_b-c9']) expect(ANCHOR.test(ok)).toBe(true);
    for (const bad of ['#', '#1-step', '#-x', '#!/route', '#a b', '#a.b', '#elementor-action:action=popup']) expect(ANCHOR.test(bad)).toBe(false);
  });
  test('only links to this very page scroll', () => {
    expect(anchorTarget('#pricing', here)).toBe('pricing');
    expect(anchorTarget('/services/?a=1#faq-2', here)).toBe('faq-2');
    expect(anchorTarget('/other/#pricing', here)).toBeNull();
    expect(anchorTarget('?b=2#pricing', here)).toBeNull();
    expect(anchorTarget('https://elsewhere.example/services/?a=1#pricing', here)).toBeNull();
    expect(anchorTarget('#1-step', here)).toBeNull();
    expect(anchorTarget('javascript:alert(1)#x', here)).toBeNull();
  });
});

describe('theme_template_id', () => {
  test('a positive integer or nothing', () => {
    expect(templateId('?theme_template_id=913')).toBe('913');
    expect(templateId('?x=1&theme_template_id=42')).toBe('42');
    for (const bad of ['', '?theme_template_id=', '?theme_template_id=0', '?theme_template_id=12a', '?theme_template_id=-4', '?theme_template_id=%3Cx%3E'])
      expect(templateId(bad)).toBeNull();
  });
});
