import { ApiProperty } from '@nestjs/swagger';

/**
 * The engine's `RuleSet` as a hand records it (docs/rules/ has every option). The choices are
 * strings here rather than enums: the engine owns the list (`ruleSetProblem`), and a client
 * reading a history must not break when an option gains a value.
 */
export class RuleSetView {
  @ApiProperty({ example: 'fixed-limit' }) bettingStructure!: string;
  @ApiProperty({ example: 'ace-to-five' }) lowEvaluation!: string;
  @ApiProperty({ example: 'suit' }) bringInTieBreak!: string;
  @ApiProperty({ example: 'suit' }) boardTieBreak!: string;
  @ApiProperty({ type: 'integer', example: 3 }) maxRaises!: number;
  @ApiProperty({ example: 'lifted' }) capWhenHeadsUp!: string;
  @ApiProperty({ example: 'allowed' }) foldWhenCheckFree!: string;
  @ApiProperty({ example: 'high-card-by-suit' }) oddChip!: string;
  @ApiProperty({ example: 'community-card' }) shortDeck!: string;
  @ApiProperty({ example: 'allowed' }) openPairDoubleBet!: string;
  @ApiProperty({ type: 'integer', minimum: 2, maximum: 10, description: 'Stud games 8 or 9; flop games the table size' }) maxSeats!: number;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: { kind: 'none' },
    description: "{ kind: 'none' } | { kind: 'percentage', percent, cap, fromStreet } | { kind: 'time' }",
  })
  rake!: Record<string, unknown>;
}
