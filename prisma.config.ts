/**
 * For the Prisma CLI on machines where it works fully (it can download its native schema
 * engine): `DATABASE_URL=… npx prisma migrate deploy` applies the same `prisma/migrations` that
 * `npm run db:migrate` applies here. Prisma 7 takes the URL from here, not from schema.prisma.
 * Left undefined when unset, because `prisma generate` needs no database.
 */
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL },
});
