export { fairDeck, fairRng, fairWords, seedCommitment, seedFromHex, toHex } from './fair-shuffle';
export { CLIENT_SEED_MAX, clientSeedProblem, handClientSeed } from './client-seed';
