/**
 * The player's controls over the video (React, aliased to preact/compat). The video element stays
 * the server's: this only reads its state (its events, and its position every 350 ms while it
 * plays) and drives it. Ended → the restart control shows, the play icon comes
 * back and the overlay darkens; play → all of that reversed, and a muted video is unmuted.
 */
import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { format } from '../../src/runtime/i18n';
import { interval } from '../../src/runtime/timers';
import { Icon } from './icons';
import type { PlayerTexts } from './texts';
import { formatTime, fractionOf, keyAction, POLL_MS, STEP_SECONDS, timeAt, type PlayerAction } from './time';

export type Status = 'idle' | 'playing' | 'paused' | 'ended' | 'failed';

/** The seek slider's steps: fine enough for any length a marketing video has. */
const SEEK_STEPS = 1000;

interface Props {
  figure: HTMLElement;
  video: HTMLVideoElement;
  texts: PlayerTexts;
  /** The handler's signal: the position poll stops with it, as every handler timer does. */
  signal: AbortSignal;
}

function statusOf(video: HTMLVideoElement, previous: Status): Status {
  if (video.error) return 'failed';
  if (video.ended) return 'ended';
  if (!video.paused) return 'playing';
  return previous === 'idle' && video.currentTime === 0 ? 'idle' : 'paused';
}

function Player({ figure, video, texts, signal }: Props) {
  const [status, setStatus] = useState<Status>(() => statusOf(video, 'idle'));
  const [muted, setMuted] = useState(video.muted);
  const [current, setCurrent] = useState(video.currentTime);
  const [duration, setDuration] = useState(video.duration);
  const [full, setFull] = useState(false);
  const track = video.textTracks[0];
  const [captions, setCaptions] = useState(track?.mode === 'showing');
  const [cue, setCue] = useState('');

  // Captions are drawn here, above the controls, rather than by the browser under them: the track
  // is kept `hidden` (its cues still change) while they are on.
  useEffect(() => {
    if (!track) return undefined;
    if (track.mode === 'showing') track.mode = 'hidden';
    const read = () => setCue([...(track.activeCues ?? [])].map((active) => (active as VTTCue).text).join('\n'));
    track.addEventListener('cuechange', read);
    return () => track.removeEventListener('cuechange', read);
  }, [track]);

  useEffect(() => {
    const events = new AbortController();
    const on = (target: EventTarget, types: string, listener: () => void) =>
      types.split(' ').forEach((type) => target.addEventListener(type, listener, { signal: events.signal }));
    on(video, 'play playing pause ended error emptied seeked', () => {
      setStatus((previous) => statusOf(video, previous));
      setCurrent(video.currentTime);
    });
    on(video, 'loadedmetadata durationchange', () => setDuration(video.duration));
    on(video, 'volumechange', () => setMuted(video.muted));
    // A source that fails reports on the <source>, not the video.
    video.querySelectorAll('source').forEach((source) => on(source, 'error', () => setStatus('failed')));
    on(document, 'fullscreenchange', () => setFull(document.fullscreenElement === figure));
    // Whatever happened between the first render and now (the metadata often arrives in between).
    setDuration(video.duration);
    setMuted(video.muted);
    setCurrent(video.currentTime);
    setStatus((previous) => statusOf(video, previous));
    return () => events.abort();
  }, [video, figure]);

  useEffect(() => {
    if (status !== 'playing') return undefined;
    return interval(() => setCurrent(video.currentTime), POLL_MS, signal);
  }, [status, video, signal]);

  const play = () => {
    if (video.muted) video.muted = false;
    video.play().catch(() => setStatus(statusOf(video, 'paused')));
  };
  const seek = (seconds: number) => {
    video.currentTime = timeAt(fractionOf(seconds, video.duration), video.duration);
    setCurrent(video.currentTime);
  };
  const act = (action: PlayerAction) => {
    switch (action) {
      case 'toggle':
        if (video.paused || video.ended) play();
        else video.pause();
        return;
      case 'mute':
        video.muted = !video.muted;
        return;
      case 'fullscreen':
        if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
        else if (figure.requestFullscreen) void figure.requestFullscreen().catch(() => {});
        return;
      case 'captions':
        if (!track) return;
        setCaptions((on) => {
          track.mode = on ? 'disabled' : 'hidden';
          return !on;
        });
        return;
      case 'back':
        seek(video.currentTime - STEP_SECONDS);
        return;
      case 'forward':
        seek(video.currentTime + STEP_SECONDS);
    }
  };
  const restart = () => {
    video.currentTime = 0;
    play();
  };
  // The big button and the restart button go away once the video plays: focus stays in the player.
  const toggleButton = useRef<HTMLButtonElement>(null);
  const thenFocusToggle = (run: () => void) => () => {
    run();
    toggleButton.current?.focus();
  };

  // The listeners below are added once and call the newest `act` through this.
  const latestAct = useRef(act);
  latestAct.current = act;
  useEffect(() => {
    const keys = new AbortController();
    const act = (action: PlayerAction) => latestAct.current(action);
    // A click on the picture plays or pauses, as on every video site.
    video.addEventListener('click', () => act('toggle'), { signal: keys.signal });
    figure.addEventListener(
      'keydown',
      (event) => {
        const action = keyAction(event);
        if (!action) return;
        // Space on a button presses that button; a text field keeps its keys.
        const target = event.target as HTMLElement;
        if (action === 'toggle' && event.key === ' ' && target.closest('button')) return;
        if (target.closest('input:not([type="range"]), textarea, select')) return;
        event.preventDefault();
        act(action);
      },
      { signal: keys.signal },
    );
    return () => keys.abort();
  }, [figure, video]);

  const playing = status === 'playing';
  const known = Number.isFinite(duration) && duration > 0;
  const time = format(texts.timeOf, formatTime(current), formatTime(duration));
  useEffect(() => {
    figure.dataset.status = status;
  }, [figure, status]);

  return (
    <>
      {status === 'failed' ? (
        <p class="colophon-player__failed" role="alert">
          {texts.videoFailed}
        </p>
      ) : playing ? null : (
        <button
          type="button"
          class="colophon-player__big"
          aria-label={status === 'ended' ? texts.restart : texts.play}
          onClick={thenFocusToggle(status === 'ended' ? restart : play)}
        >
          <Icon name={status === 'ended' ? 'restart' : 'play'} />
        </button>
      )}
      {captions && cue && <p class="colophon-player__cue">{cue}</p>}
      <div class="colophon-player__bar">
        <button type="button" ref={toggleButton} aria-label={playing ? texts.pause : texts.play} onClick={() => act('toggle')} disabled={status === 'failed'}>
          <Icon name={playing ? 'pause' : 'play'} />
        </button>
        {status === 'ended' && (
          <button type="button" class="colophon-player__restart" aria-label={texts.restart} onClick={thenFocusToggle(restart)}>
            <Icon name="restart" />
          </button>
        )}
        <input
          type="range"
          class="colophon-player__seek"
          min={0}
          max={SEEK_STEPS}
          step={1}
          value={Math.round(fractionOf(current, duration) * SEEK_STEPS)}
          aria-label={texts.seek}
          aria-valuetext={time}
          disabled={!known}
          onInput={(event) => seek(timeAt(Number((event.target as HTMLInputElement).value) / SEEK_STEPS, video.duration))}
        />
        <span class="colophon-player__time" aria-hidden="true">
          {formatTime(current)} / {formatTime(duration)}
        </span>
        <button type="button" aria-label={muted ? texts.unmute : texts.mute} onClick={() => act('mute')}>
          <Icon name={muted ? 'muted' : 'volume'} />
        </button>
        {track && (
          <button type="button" aria-label={texts.captions} aria-pressed={captions} onClick={() => act('captions')}>
            <Icon name="captions" />
          </button>
        )}
        <button type="button" aria-label={full ? texts.exitFullscreen : texts.fullscreen} onClick={() => act('fullscreen')}>
          <Icon name={full ? 'exit' : 'fullscreen'} />
        </button>
      </div>
    </>
  );
}

/** Puts the controls over `video` (inside `figure`) until `signal` aborts, then gives the browser's back. */
export function mountPlayer(figure: HTMLElement, video: HTMLVideoElement, texts: PlayerTexts, signal: AbortSignal): void {
  const host = document.createElement('div');
  host.className = 'colophon-player__ui';
  video.after(host);
  video.controls = false;
  const root = createRoot(host);
  root.render(<Player figure={figure} video={video} texts={texts} signal={signal} />);
  signal.addEventListener(
    'abort',
    () => {
      root.unmount();
      host.remove();
      video.controls = true;
      delete figure.dataset.status;
    },
    { once: true },
  );
}
