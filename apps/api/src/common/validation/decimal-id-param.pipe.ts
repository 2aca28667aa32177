import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';

/** Ledger ids are Postgres BIGINTs, passed as decimal strings. */
@Injectable()
export class DecimalIdPipe implements PipeTransform<string, string> {
  constructor(private readonly name: string) {}

  transform(value: string): string {
    if (!/^[1-9]\d{0,18}$/.test(value) || BigInt(value) > 9223372036854775807n) {
      throw new BadRequestException({ message: [`${this.name} must be a positive integer id`] });
    }
    return value;
  }
}
