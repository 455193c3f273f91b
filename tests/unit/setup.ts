// jsdom has no IntersectionObserver or matchMedia; tests that need them install fakes from helpers/.
export {};
