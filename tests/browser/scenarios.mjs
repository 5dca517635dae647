// Scripted positions shared by several specs (not a spec itself: no .test.mjs).
import assert from 'node:assert/strict';
import { checkerCounts, playTurn, rollDice, status, waitForStatus } from './helpers.mjs';

/**
 * Hot-seat, White starts with 10 points (bredouille), primacy 5-2 then three 6-5.
 * White 1→7, 1→6; Black 24→18 (his 7), 24→19 (his 6); White's third roll, 6-5,
 * hits Black's lone checker on 18 from 7 with 11 (battre à vrai, 1 way × 2):
 * 12 points, so White wins a hole, 2 with the bredouille, on his own roll.
 */
export const HIT_WINS_A_HOLE = '?dice=5,2,6,5,6,5,6,5&opponent=hotseat&seed=1&points=10,0';

/** Opens nothing: plays the page (opened at HIT_WINS_A_HOLE) up to the tenir / s'en aller choice. */
export async function reachHitThatWinsAHole(page) {
  assert.equal(await status(page), 'White: roll the dice');
  await rollDice(page);
  await playTurn(page, [[1, 7], [1, 6]]);
  await waitForStatus(page, /^Black: roll the dice$/);
  await rollDice(page);
  await playTurn(page, [[24, 18], [24, 19]]);
  await waitForStatus(page, /^White: roll the dice$/);
  assert.deepEqual(await checkerCounts(page), {
    white: { 1: 13, 6: 1, 7: 1 },
    black: { 24: 13, 18: 1, 19: 1 },
  });
  await rollDice(page);
  await waitForStatus(page, /^White: tenir or s'en aller\?$/);
}
