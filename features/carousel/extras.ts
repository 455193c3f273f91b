/** The Swiper modules only some carousels use, in a chunk of their own (./mount.ts). */
export { default as Autoplay } from 'swiper-module/autoplay';
export { default as EffectFade } from 'swiper-module/effect-fade';
