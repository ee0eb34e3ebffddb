import { describe, expect, it } from 'vitest';
import { addPoint, draftToShape, emptyDraft, movePoint, shapeToDraft } from './fence-draft';

const p = (lat: number, lng: number) => ({ lat, lng });

describe('fence drafts', () => {
  it('is no shape until it has enough points', () => {
    let draft = emptyDraft('polygon');
    draft = addPoint(addPoint(draft, p(0, 0)), p(0, 1));
    expect(draftToShape(draft)).toBeNull();
    draft = addPoint(draft, p(1, 1));
    expect(draftToShape(draft)).toEqual({ type: 'polygon', points: [p(0, 0), p(0, 1), p(1, 1)] });
  });

  it('orders the corners of a rectangle drawn in any direction', () => {
    const draft = addPoint(addPoint(emptyDraft('rectangle'), p(2, 5)), p(1, 3));
    expect(draftToShape(draft)).toEqual({
      type: 'rectangle',
      southWest: p(1, 3),
      northEast: p(2, 5),
    });
  });

  it('takes a circle radius from the centre to the second click, and keeps it when moved', () => {
    const draft = addPoint(addPoint(emptyDraft('circle'), p(0, 0)), p(0, 0.001));
    const shape = draftToShape(draft);
    expect(shape).toMatchObject({ type: 'circle', center: p(0, 0) });
    expect(shape?.type === 'circle' && shape.radius).toBeCloseTo(111, 0);
    const moved = draftToShape(movePoint(draft, 0, p(1, 1)));
    expect(moved?.type === 'circle' && moved.radius).toBeCloseTo(111, 0);
  });

  it('round-trips saved shapes for editing', () => {
    const line = { type: 'line' as const, points: [p(0, 0), p(0, 1)], width: 30 };
    expect(draftToShape(shapeToDraft(line))).toEqual(line);
    const circle = { type: 'circle' as const, center: p(22.5, 114), radius: 500 };
    expect(draftToShape(shapeToDraft(circle))).toEqual(circle);
  });
});
