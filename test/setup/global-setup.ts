/** Placeholder: replaced by the Postgres + Redis test bootstrap. */
export default async function globalSetup(): Promise<void> {}
