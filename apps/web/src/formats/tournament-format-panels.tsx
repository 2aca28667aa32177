import type { Tournament } from '../api/types';
import { BountiesPanel } from './bounties-panel';
import { FlightNote } from './flight-note';
import { FlightsPanel } from './flights-panel';
import { SatelliteNote } from './satellite-note';

/** A tournament page's panels for its format: bounties, a satellite's seats, a multi-day event's flights, a flight's stop and report. */
export function TournamentFormatPanels(props: { tournament: Tournament; version: number; canDirect: boolean; onChanged: () => void }) {
  const { tournament: t } = props;
  return (
    <>
      {t.format === 'multi-day' && <FlightsPanel {...props} />}
      {t.flight !== null && <FlightNote {...props} />}
      {t.satelliteTargetId !== null && <SatelliteNote tournament={t} version={props.version} />}
      {t.bountyKind !== 'none' && <BountiesPanel tournament={t} version={props.version} />}
    </>
  );
}
