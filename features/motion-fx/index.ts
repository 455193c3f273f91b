/**
 * Marker: settings with `motion_fx_…` or `background_motion_fx_…` keys (the page builder's motion
 * effects, ./effects.ts). Scroll effects run on the browser's scroll timelines where it has them
 * (./timeline.ts), else on the page's one frame loop (./loop.ts); mouse effects follow the pointer
 * (./pointer.ts) while the element is on screen. Background effects move a layer the handler adds
 * (`.elementor-motion-effects-container > .elementor-motion-effects-layer`, as the page builder's
 * CSS expects), enlarged by speed × 10 % so it has room to move. Effects run only on the devices
 * they are set for (checked again 200 ms after a resize) and never under `prefers-reduced-motion`.
 */
import { Handler } from '../../src/runtime/handler';
import { reducedMotion } from '../../src/runtime/viewport';
import { scrollObserver } from '../../src/kit/scroll-observer';
import { frameVariables, partsOf, variableRule } from './css';
import { layerSize, motionPlan, mouseFrame, scrollFrame, type Frame, type MotionPlan } from './effects';
import { createFrameLoop } from './loop';
import { createPointer } from './pointer';
import { runOnTimeline, timelinesSupported } from './timeline';

export const RESIZE_DEBOUNCE = 200;

/** The box that moves: a widget's container, a column's wrap, else the element itself (as the page builder does). */
function movingPart(element: HTMLElement): HTMLElement {
  const type = element.getAttribute('data-element_type');
  const inner = type === 'widget' ? ':scope > .elementor-widget-container' : type === 'column' ? ':scope > .elementor-widget-wrap' : null;
  return (inner && element.querySelector<HTMLElement>(inner)) || element;
}

export default class MotionFx extends Handler {
  private run?: AbortController;
  private signature = '';

  connect(): void {
    if (reducedMotion()) return;
    this.apply();
    this.settled(window, 'resize', RESIZE_DEBOUNCE, () => this.apply());
  }

  override settingsChanged(): void {
    this.signature = '';
    this.apply();
  }

  private apply(): void {
    const plans = [motionPlan(this.settings, 'motion_fx', this.device), motionPlan(this.settings, 'background_motion_fx', this.device)];
    const signature = JSON.stringify(plans);
    if (signature === this.signature) return;
    this.signature = signature;
    this.run?.abort();
    const run = new AbortController();
    this.run = run;
    this.signal.addEventListener('abort', () => run.abort(), { once: true, signal: run.signal });
    for (const plan of plans) if (plan) this.start(plan, run.signal);
  }

  private start(plan: MotionPlan, signal: AbortSignal): void {
    const element = this.element;
    let target: HTMLElement;
    let subject: Element;
    const undo: Array<() => void> = [];
    if (plan.kind === 'background') {
      const container = document.createElement('div');
      container.className = 'elementor-motion-effects-container';
      const layer = document.createElement('div');
      layer.className = 'elementor-motion-effects-layer';
      const { width, height } = layerSize(plan);
      layer.style.width = `${width}%`;
      layer.style.height = `${height}%`;
      container.append(layer);
      element.prepend(container);
      element.classList.add('elementor-motion-effects-element-type-background');
      // Measured on the element's parent, as the page builder does (a sticky header's layer then
      // starts where the page starts, not where the header sits).
      subject = element.parentElement ?? element;
      const parent = subject;
      parent.classList.add('elementor-motion-effects-parent');
      undo.push(
        () => container.remove(),
        () => element.classList.remove('elementor-motion-effects-element-type-background'),
        () => parent.classList.remove('elementor-motion-effects-parent'),
      );
      target = layer;
    } else {
      target = movingPart(element);
      // Measured on the moving part's parent, as the page builder does: the widget around its
      // inner container, else (a container, optimized markup) the element's own parent.
      subject = target.parentElement ?? element;
      const parent = subject;
      const saved = target.getAttribute('style');
      target.classList.add('elementor-motion-effects-element');
      // The page builder marks that parent too; themes and add-ons style by it.
      parent.classList.add('elementor-motion-effects-parent');
      undo.push(() => {
        parent.classList.remove('elementor-motion-effects-parent');
        target.classList.remove('elementor-motion-effects-element', 'colophon-motion-mouse');
        if (saved === null) target.removeAttribute('style');
        else target.setAttribute('style', saved);
      });
    }
    if (plan.mouse.some((m) => m.name === 'tilt') && target.parentElement) {
      const parent = target.parentElement;
      parent.classList.add('elementor-motion-effects-perspective');
      undo.push(() => parent.classList.remove('elementor-motion-effects-perspective'));
    }
    signal.addEventListener('abort', () => undo.forEach((step) => step()), { once: true });

    if (plan.scroll.length && !plan.mouse.length && timelinesSupported()) {
      runOnTimeline(plan, target, subject, signal);
      return;
    }
    // The custom-property way: the rule once, then a few variables per frame.
    let scroll: Frame = plan.scroll.length ? scrollFrame(plan, 50) : {};
    let mouse: Frame = plan.mouse.length ? mouseFrame(plan, 50, 50) : {};
    const parts = partsOf({ ...scroll, ...mouse });
    if (parts.length) target.style.transform = variableRule(parts);
    if (plan.scroll.some((e) => e.name === 'blur')) target.style.filter = 'blur(var(--blur, 0px))';
    if (plan.mouse.length) target.classList.add('colophon-motion-mouse');
    const write = () => {
      for (const [name, value] of frameVariables({ ...scroll, ...mouse }, plan.kind)) target.style.setProperty(name, value);
    };
    if (plan.scroll.length) {
      const loop = this.shared('motion-fx.loop', createFrameLoop);
      loop.add({ subject, range: plan.range, render: (p) => ((scroll = scrollFrame(plan, p)), write()) }, signal);
    }
    if (plan.mouse.length) {
      const pointer = this.shared('motion-fx.pointer', createPointer);
      let visible = false;
      const seen = scrollObserver({ callback: (report) => (visible = report.isInViewport) });
      seen.observe(element);
      signal.addEventListener('abort', () => seen.disconnect(), { once: true });
      pointer.add((x, y) => {
        if (!visible) return;
        mouse = mouseFrame(plan, x, y);
        write();
      }, signal);
    }
  }
}
