/** The always-loaded runtime's entry: the core runtime with every feature's markers. */
import '../runtime/public-path';
import { boot } from '../runtime';
import { yieldTo } from '../runtime/manifest';
import { buildManifest } from './manifest';

boot((config) => yieldTo(buildManifest(), config.yieldTo));
