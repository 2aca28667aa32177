import { Injectable } from '@nestjs/common';
import { PrismaService } from './prisma.service';

/** The health endpoint's view of the database: can we run a query right now. */
@Injectable()
export class DatabaseHealthRepository {
  constructor(private readonly prisma: PrismaService) {}

  async ping(): Promise<void> {
    await this.prisma.$queryRaw`SELECT 1`;
  }
}
