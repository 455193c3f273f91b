import { frameStyle, frameVariables, keyOffsets, variableRule } from '../css';
import { layerSize, motionPlan, mouseFrame, movable, movePoint, scrollFrame } from '../effects';
import { scrollKeyframes } from '../timeline';

const on = (extra: Record<string, unknown>) => ({ motion_fx_motion_fx_scrolling: 'yes', ...extra });

describe('motion plans from the page builder keys', () => {
  test('scroll effects with their defaults', () => {
    const plan = motionPlan(on({ motion_fx_translateY_effect: 'yes', motion_fx_opacity_effect: 'yes' }), 'motion_fx', 'desktop');
    expect(plan).toEqual({
      kind: 'element',
      range: 'viewport',
      mouse: [],
      scroll: [
        { name: 'translateY', direction: '', amount: 4, range: { start: 0, end: 100 } },
        { name: 'opacity', direction: 'out-in', amount: 10, range: { start: 20, end: 80 } },
      ],
    });
  });

  test('speeds, levels, ranges and directions are read; a reversed range is put right', () => {
    const plan = motionPlan(
      on({
        motion_fx_translateX_effect: 'yes',
        motion_fx_translateX_speed: { unit: 'px', size: 2.5 },
        motion_fx_translateX_direction: 'negative',
        motion_fx_translateX_affectedRange: { sizes: { start: 60, end: 10 } },
        motion_fx_blur_effect: 'yes',
        motion_fx_blur_level: { size: 3 },
        motion_fx_blur_direction: 'in-out',
        motion_fx_blur_range: { sizes: { start: 0, end: 50 } },
      }),
      'motion_fx',
      'desktop',
    )!;
    expect(plan.scroll).toEqual([
      { name: 'translateX', direction: 'negative', amount: 2.5, range: { start: 10, end: 60 } },
      { name: 'blur', direction: 'in-out', amount: 3, range: { start: 0, end: 50 } },
    ]);
  });

  test('devices, the page range, mouse effects and the background prefix', () => {
    const settings = {
      motion_fx_devices: ['desktop'],
      motion_fx_range: 'page',
      motion_fx_motion_fx_mouse: 'yes',
      motion_fx_tilt_effect: 'yes',
      motion_fx_tilt_direction: 'negative',
    };
    expect(motionPlan(settings, 'motion_fx', 'mobile')).toBeNull();
    expect(motionPlan(settings, 'motion_fx', 'desktop')).toMatchObject({ range: 'page', mouse: [{ name: 'tilt', direction: 'negative', speed: 4 }] });
    expect(
      motionPlan({ background_motion_fx_motion_fx_scrolling: 'yes', background_motion_fx_scale_effect: 'yes' }, 'background_motion_fx', 'tablet'),
    ).toMatchObject({ kind: 'background', scroll: [{ name: 'scale', amount: 4 }] });
  });

  test('an element positioned fixed (per device) follows the page scroll, whatever its range says', () => {
    const fixed = on({ motion_fx_translateY_effect: 'yes', _position: 'fixed', _position_mobile: 'absolute' });
    expect(motionPlan(fixed, 'motion_fx', 'desktop')!.range).toBe('page');
    expect(motionPlan({ ...fixed, motion_fx_range: 'viewport' }, 'motion_fx', 'tablet')!.range).toBe('page');
    expect(motionPlan(fixed, 'motion_fx', 'mobile')!.range).toBe('viewport');
    expect(motionPlan(on({ motion_fx_translateY_effect: 'yes', _position: 'absolute' }), 'motion_fx', 'desktop')!.range).toBe('viewport');
  });
  test('switched on but with no effect chosen, or effects without their switch: nothing', () => {
    expect(motionPlan(on({}), 'motion_fx', 'desktop')).toBeNull();
    expect(motionPlan({ motion_fx_translateY_effect: 'yes' }, 'motion_fx', 'desktop')).toBeNull();
  });
});

describe('scroll maths', () => {
  const plan = (name: string, extra: Record<string, unknown> = {}) =>
    motionPlan(on({ [`motion_fx_${name}_effect`]: 'yes', ...extra }), 'motion_fx', 'desktop')!;

  test('translate: (50 − p) × speed px, up by default, down when negative, 0 at the middle', () => {
    const up = plan('translateY');
    expect(scrollFrame(up, 0).translateY).toBe(200);
    expect(scrollFrame(up, 50).translateY).toBe(0);
    expect(scrollFrame(up, 100).translateY).toBe(-200);
    expect(scrollFrame(plan('translateY', { motion_fx_translateY_direction: 'negative' }), 0).translateY).toBe(-200);
  });

  test('the affected range clamps progress', () => {
    const clamped = plan('translateY', { motion_fx_translateY_affectedRange: { sizes: { start: 40, end: 60 } } });
    expect(scrollFrame(clamped, 0).translateY).toBe(40);
    expect(scrollFrame(clamped, 100).translateY).toBe(-40);
  });

  test('rotate, scale, opacity and blur', () => {
    expect(scrollFrame(plan('rotateZ'), 0).rotateZ).toBe(50);
    expect(scrollFrame(plan('scale'), 80).scale).toBe(1.4);
    expect(scrollFrame(plan('scale'), 10).scale).toBe(1);
    expect(scrollFrame(plan('opacity'), 0).opacity).toBe(0);
    expect(scrollFrame(plan('opacity'), 50).opacity).toBe(0.5);
    expect(scrollFrame(plan('opacity'), 90).opacity).toBe(1);
    expect(scrollFrame(plan('blur'), 0).blur).toBe(7);
    expect(scrollFrame(plan('blur'), 100).blur).toBe(0);
  });

  test('fade directions through a 20–80 range', () => {
    const r = { start: 20, end: 80 };
    expect([0, 10, 50, 80, 90, 100].map((p) => movePoint(p, 'out-in', r))).toEqual([0, 0, 50, 100, 100, 100]);
    expect([0, 50, 100].map((p) => movePoint(p, 'in-out', r))).toEqual([100, 50, 0]);
    expect([0, 10, 50, 90, 100].map((p) => movePoint(p, 'in-out-in', r))).toEqual([100, 50, 0, 50, 100]);
    expect([0, 10, 50, 90, 100].map((p) => movePoint(p, 'out-in-out', r))).toEqual([0, 50, 100, 50, 0]);
    expect(movePoint(100, 'in-out-in', { start: 0, end: 100 })).toBe(0);
  });

  test('background layers move within their extra room: 100 + speed × 10 %', () => {
    const bg = motionPlan(
      { background_motion_fx_motion_fx_scrolling: 'yes', background_motion_fx_translateY_effect: 'yes', background_motion_fx_translateY_speed: { size: 3 } },
      'background_motion_fx',
      'desktop',
    )!;
    expect(layerSize(bg)).toEqual({ width: 100, height: 130 });
    expect(movable(3)).toBeCloseTo(30 / 130);
    expect(scrollFrame(bg, 0).translateY).toBe(0);
    expect(scrollFrame(bg, 100).translateY).toBeCloseTo((-30 / 130) * 100, 2);
    expect(layerSize({ scroll: [], mouse: [{ name: 'mouseTrack', direction: '', speed: 2 }] })).toEqual({ width: 120, height: 120 });
  });
});

describe('mouse maths', () => {
  test('mouse track follows the pointer, against it when negative; tilt rotates by speed / 10', () => {
    const track = motionPlan({ motion_fx_motion_fx_mouse: 'yes', motion_fx_mouseTrack_effect: 'yes' }, 'motion_fx', 'desktop')!;
    expect(mouseFrame(track, 0, 100)).toEqual({ translateX: 50, translateY: -50 });
    expect(mouseFrame({ ...track, mouse: [{ name: 'mouseTrack', direction: 'negative', speed: 1 }] }, 0, 100)).toEqual({ translateX: -50, translateY: 50 });
    const tilt = motionPlan({ motion_fx_motion_fx_mouse: 'yes', motion_fx_tilt_effect: 'yes' }, 'motion_fx', 'desktop')!;
    expect(mouseFrame(tilt, 50, 0)).toEqual({ rotateX: 20, rotateY: 0 });
  });
});

describe('frames as CSS', () => {
  test('values, custom properties and the rule written once', () => {
    expect(frameStyle({ translateY: 10, scale: 1.2, opacity: 0.5, blur: 2 }, 'element')).toEqual({
      transform: 'translateY(10px) scale(1.2)',
      opacity: '0.5',
      filter: 'blur(2px)',
    });
    expect(frameStyle({ translateY: -5 }, 'background')).toEqual({ transform: 'translateY(-5%)' });
    expect(frameVariables({ translateY: 10, rotateZ: 3, blur: 1 }, 'element')).toEqual([
      ['--translateY', '10px'],
      ['--rotateZ', '3deg'],
      ['--blur', '1px'],
    ]);
    expect(variableRule(['translateY', 'scale'])).toBe('translateY(var(--translateY, 0)) scale(var(--scale, 1))');
  });

  test('scroll-timeline keyframes sit at 0, 1 and every range end, with the same maths', () => {
    expect(
      keyOffsets([
        { start: 20, end: 80 },
        { start: 0, end: 100 },
      ]),
    ).toEqual([0, 0.2, 0.8, 1]);
    const plan = motionPlan(on({ motion_fx_translateY_effect: 'yes', motion_fx_opacity_effect: 'yes' }), 'motion_fx', 'desktop')!;
    expect(scrollKeyframes(plan)).toEqual([
      { offset: 0, transform: 'translateY(200px)', opacity: '0' },
      { offset: 0.2, transform: 'translateY(120px)', opacity: '0' },
      { offset: 0.8, transform: 'translateY(-120px)', opacity: '1' },
      { offset: 1, transform: 'translateY(-200px)', opacity: '1' },
    ]);
  });
});
