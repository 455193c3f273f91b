/** The player's translated texts, by key (handed from the handler to the player's UI). */
export const TEXT_KEYS = ['play', 'pause', 'mute', 'unmute', 'restart', 'fullscreen', 'exitFullscreen', 'captions', 'seek', 'timeOf', 'videoFailed'] as const;
export type PlayerTexts = Record<(typeof TEXT_KEYS)[number], string>;
