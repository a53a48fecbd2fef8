import {
  metrics,
  type Counter,
  type Histogram,
  type MeterProvider,
  type UpDownCounter,
} from '@opentelemetry/api';

/** The instrumentation scope of every span and instrument this app makes itself. */
export const INSTRUMENTATION_SCOPE = 'consultation-bff';

export interface Instruments {
  /** BFF route handlers, by method, route template and status; a streamed reply counts until its end. */
  routeDuration: Histogram;
  /** Each HTTP attempt to the service, by method and path template (a stream: until its headers). */
  serviceCallDuration: Histogram;
  /** Service attempts that failed, by method, path template and error type (status code or network). */
  serviceCallErrors: Counter;
  /** Chat streams being relayed to a browser right now. */
  openRelayStreams: UpDownCounter;
}

let instruments: Instruments | undefined;
let instrumentsProvider: MeterProvider | undefined;

function createInstruments(provider: MeterProvider): Instruments {
  const meter = provider.getMeter(INSTRUMENTATION_SCOPE);
  return {
    routeDuration: meter.createHistogram('http.server.request.duration', {
      unit: 's',
      description: 'Duration of BFF route handlers, to the end of the response body',
    }),
    serviceCallDuration: meter.createHistogram('http.client.request.duration', {
      unit: 's',
      description: 'Duration of each attempt of a call to the consultation service',
    }),
    serviceCallErrors: meter.createCounter('consultation.service.call.errors', {
      description: 'Attempts of calls to the consultation service that failed',
    }),
    openRelayStreams: meter.createUpDownCounter('consultation.relay.streams.open', {
      description: 'Chat streams being relayed from the service to a browser',
    }),
  };
}

/**
 * The app's instruments, from the meter provider registered now. The metrics API has no proxy provider:
 * a meter taken before the SDK starts would stay a no-op, so they are taken again when the provider changes.
 */
export function getInstruments(): Instruments {
  const provider = metrics.getMeterProvider();
  if (!instruments || provider !== instrumentsProvider) {
    instruments = createInstruments(provider);
    instrumentsProvider = provider;
  }
  return instruments;
}
