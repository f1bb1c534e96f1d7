/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { slidesOf } from './playlist-steps';
import { SlideStage } from './SlideStage';
import { playlist, segment } from './test-playlist';

// The smooth transition: the next slide fades in over the previous one, which keeps its
// element (a video plays on) until its hold animation ends, then leaves the DOM.
const [clip, text] = slidesOf(playlist([segment(1, { kind: 'video', url: 'https://cdn.example.com/clip.mp4' }), segment(2)]));

test('the previous slide stays below the next one until the fade has ended', () => {
  const failures: number[] = [];
  const onFail = (id: number) => failures.push(id);
  const view = render(<SlideStage slide={clip} turn={1} width={1920} onFail={onFail} />);
  const video = document.querySelector('video');
  expect(screen.queryByTestId('signage-slide-leaving')).toBeNull();

  view.rerender(<SlideStage slide={text} turn={2} width={1920} onFail={onFail} />);
  expect(screen.getByTestId('signage-slide').textContent).toBe('Folie 2');
  const leaving = screen.getByTestId('signage-slide-leaving');
  // The same video element, not a new one starting again.
  expect(leaving.querySelector('video')).toBe(video);
  // A failing video that is already leaving is not reported (the next one is on screen).
  fireEvent.error(video!);
  expect(failures).toEqual([]);

  fireEvent.animationEnd(leaving.parentElement!);
  expect(screen.queryByTestId('signage-slide-leaving')).toBeNull();
  expect(document.querySelectorAll('[data-testid^="signage-slide"]')).toHaveLength(1);
});

test('a fresh menu board of the same turn replaces the slide without a transition', () => {
  const view = render(<SlideStage slide={text} turn={3} width={1920} onFail={() => undefined} />);
  view.rerender(<SlideStage slide={{ ...text }} turn={3} width={1920} onFail={() => undefined} />);
  expect(screen.queryByTestId('signage-slide-leaving')).toBeNull();
});
