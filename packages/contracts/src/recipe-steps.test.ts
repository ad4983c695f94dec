import { describe, expect, it } from 'vitest';
import { chaptersVtt, formatClock, instructionSteps, parseClock, stepTimers } from './recipe-steps';

describe('instructionSteps', () => {
  it('reads each list item as a step', () => {
    const steps = instructionSteps(
      '<ol><li><p>Chop the onion.</p></li><li>Fry it &amp; stir.</li><li> </li></ol>',
    );
    expect(steps.map((s) => s.text)).toEqual(['Chop the onion.', 'Fry it & stir.']);
  });
  it('reads paragraphs when there is no list', () => {
    expect(instructionSteps('<p>One.</p><p></p><p>Two.</p>').map((s) => s.text)).toEqual(['One.', 'Two.']);
    expect(instructionSteps('Just text').map((s) => s.text)).toEqual(['Just text']);
  });
});

describe('stepTimers', () => {
  it('finds times written in a step', () => {
    expect(stepTimers('Simmer for 10 minutes, stirring.')).toEqual([{ label: '10 minutes', seconds: 600 }]);
    expect(stepTimers('Bake 25-30 min until golden')).toEqual([{ label: '25-30 min', seconds: 1800 }]);
    expect(stepTimers('Rest 1 1/2 hours.')[0]?.seconds).toBe(5400);
    expect(stepTimers('Roast 1 hour 15 minutes')[0]?.seconds).toBe(4500);
    expect(stepTimers('Boil for 30 seconds then cook a minute more').map((t) => t.seconds)).toEqual([30, 60]);
  });
  it('finds nothing in steps without a time', () => {
    expect(stepTimers('Add 2 cups of flour and 3 eggs.')).toEqual([]);
    expect(stepTimers('Season to taste.')).toEqual([]);
  });
});

describe('clock and chapters', () => {
  it('formats and reads clock times', () => {
    expect(formatClock(75)).toBe('1:15');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(parseClock('1:15')).toBe(75);
    expect(parseClock('90')).toBe(90);
    expect(parseClock('abc')).toBeNull();
  });
  it('writes WebVTT chapters that run to the next timed step', () => {
    const vtt = chaptersVtt(
      [
        { title: 'Ingredients', start: 0 },
        { title: 'Step 1: Chop', start: 12 },
        { title: 'Step 2', start: null },
        { title: 'Step 3: Fry --> serve', start: 40.5 },
      ],
      60,
    );
    expect(vtt).toBe(
      [
        'WEBVTT',
        '',
        '1',
        '00:00:00.000 --> 00:00:12.000',
        'Ingredients',
        '',
        '2',
        '00:00:12.000 --> 00:00:40.500',
        'Step 1: Chop',
        '',
        '3',
        '00:00:40.500 --> 00:01:00.000',
        'Step 3: Fry → serve',
        '',
      ].join('\n'),
    );
  });
});
