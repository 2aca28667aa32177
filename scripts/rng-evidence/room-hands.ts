/**
 * The inputs the room would shuffle from, as it deals: an epoch's server seed (32 bytes from the
 * CSPRNG, one per epoch), a table's seated players with their client seeds (most leave theirs
 * empty; others type a word or paste a long string), the seats dealt in of each hand, and the
 * room-wide hand serial as the nonce, increasing. Only the server seed needs to be random for
 * the shuffle to be; the rest is made reproducible from the epoch's number.
 */
import { handClientSeed, seededRng, type Rng } from '@app/razz-engine';

/** A Razz table seats up to 8. */
const SEATS = 8;
const WORDS = ['alice', 'lucky 7', 'razz4life', 'Bob', 'wheel A-5', 'hello', 'x', 'Ünicode?', 'deuce', 'GL HF', '12345', 'kc-9d-3h'];
/** Printable ASCII, space to tilde: what a client seed may contain. */
const PRINTABLE = Array.from({ length: 0x7e - 0x20 + 1 }, (_, k) => String.fromCharCode(0x20 + k)).join('');

/** One hand's shuffle inputs. */
export interface HandInputs {
  clientSeed: string;
  nonce: number;
}

/** The hands of one epoch: its number (which, with the epochs' size, fixes its nonces) and how many hands it deals. */
export interface EpochPlan {
  epoch: number;
  hands: number;
  /** Hands in every epoch but maybe the last: epoch e's first nonce is firstNonce + e × handsPerEpoch. */
  handsPerEpoch: number;
  /** The nonce of the room's first hand. */
  firstNonce: number;
}

function playerSeed(rng: Rng): string {
  const kind = rng.int(10);
  if (kind < 5) return '';
  if (kind < 8) return WORDS[rng.int(WORDS.length)]?.replace(/[^\x20-\x7e]/g, '?') ?? '';
  const length = 1 + rng.int(64);
  return Array.from({ length }, () => PRINTABLE[rng.int(PRINTABLE.length)]).join('');
}

/** The table's seated players during the epoch: 2 to 8 seats, each with its client seed. */
function tableRoster(rng: Rng): { seat: number; seed: string }[] {
  const seats = Array.from({ length: SEATS }, (_, k) => k + 1);
  for (let i = seats.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [seats[i], seats[j]] = [seats[j] as number, seats[i] as number];
  }
  const seated = seats.slice(0, 2 + rng.int(SEATS - 1));
  return seated.map((seat) => ({ seat, seed: playerSeed(rng) }));
}

/** Every hand of the epoch, in dealing order: one player in ten sits a hand out; a player changes seed now and then. */
export function epochHands(plan: EpochPlan): HandInputs[] {
  const rng = seededRng(`rng-evidence epoch ${plan.epoch}`);
  const roster = tableRoster(rng);
  return Array.from({ length: plan.hands }, (_, h) => {
    const changer = roster[rng.int(roster.length)];
    if (changer && rng.int(50) === 0) changer.seed = playerSeed(rng);
    const dealtIn = roster.filter(() => rng.int(10) !== 0);
    const seats = dealtIn.length >= 2 ? dealtIn : roster;
    return { clientSeed: handClientSeed(seats), nonce: plan.firstNonce + plan.epoch * plan.handsPerEpoch + h };
  });
}
