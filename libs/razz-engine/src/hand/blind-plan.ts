/**
 * Who posts the blinds in a flop game (docs/rules/flop-games.md, blinds): the default positions
 * from the button, or the positions a table gives (the dead button rule, missed blinds), checked.
 */
import { GameVariant, isFlopVariant } from '../game/variant';
import type { BlindPlan, BlindPost, BlindPostKind } from './types';

const POST_KINDS: readonly BlindPostKind[] = ['big', 'small-and-big', 'dead-small'];

function postsProblem(posts: readonly BlindPost[], dealt: ReadonlySet<number>, blinds: ReadonlySet<number>): string | null {
  if (!Array.isArray(posts)) return 'posts must be a list of { seat, kind }';
  const seen = new Set<number>();
  for (const post of posts) {
    if (!dealt.has(post?.seat)) return `posts: seat ${JSON.stringify(post?.seat)} is not dealt into the hand`;
    if (!POST_KINDS.includes(post.kind)) return `posts: seat ${post.seat}: kind must be one of ${POST_KINDS.join(', ')}`;
    if (blinds.has(post.seat)) return `posts: seat ${post.seat} already posts the small or the big blind`;
    if (seen.has(post.seat)) return `posts: seat ${post.seat} appears twice`;
    seen.add(post.seat);
  }
  return null;
}

type Blinds = { small: number | null; big: number };

/**
 * The default blinds of a hand, from its seats in dealing order (the first seat after the button
 * first): the first two seats; heads-up the button (dealt last) posts the small blind and the other
 * seat the big blind.
 */
export function defaultBlinds(seatsInDealOrder: readonly number[]): Blinds {
  const [first, second] = seatsInDealOrder as [number, number];
  return seatsInDealOrder.length === 2 ? { small: second, big: first } : { small: first, big: second };
}

function askedProblem(blinds: Blinds, dealt: ReadonlySet<number>): string | null {
  if (typeof blinds !== 'object' || blinds === null) return 'blinds must be { small, big }';
  if (!dealt.has(blinds.big)) return `the big blind (seat ${JSON.stringify(blinds.big)}) must be a seat dealt into the hand`;
  if (blinds.small !== null && (!dealt.has(blinds.small) || blinds.small === blinds.big)) {
    return `the small blind (seat ${JSON.stringify(blinds.small)}) must be another seat dealt into the hand, or null (dead)`;
  }
  return null;
}

/**
 * Who posts the blinds of a hand, or why they cannot be posted (in words). Stud games have none
 * (null). Flop games: the blinds asked for (`blinds`), else `defaultBlinds`; the big and the small
 * blind are different seats dealt in, and other posts are made by other seats dealt in, once each.
 */
export function resolveBlinds(
  variant: GameVariant,
  seatsInDealOrder: readonly number[],
  blinds: Blinds | undefined,
  posts: readonly BlindPost[] | undefined,
): BlindPlan | null | string {
  if (!isFlopVariant(variant)) return blinds !== undefined || (posts?.length ?? 0) > 0 ? `${variant.name} has no blinds` : null;
  const dealt = new Set(seatsInDealOrder);
  const problem = blinds === undefined ? null : askedProblem(blinds, dealt);
  if (problem) return problem;
  const plan = blinds === undefined ? defaultBlinds(seatsInDealOrder) : { small: blinds.small, big: blinds.big };
  const taken = new Set(plan.small === null ? [plan.big] : [plan.big, plan.small]);
  const postProblem = posts === undefined ? null : postsProblem(posts, dealt, taken);
  if (postProblem) return postProblem;
  return { ...plan, posts: (posts ?? []).map((p) => ({ seat: p.seat, kind: p.kind })) };
}
