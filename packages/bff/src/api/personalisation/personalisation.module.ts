import {
  PgAnalyticsEventRepository,
  PgConsumerProfileRepository,
  PgEventRegistrationRepository,
  PgExperimentDatafileRepository,
  PgExperimentEventRepository,
  PgRecommendationSource,
} from '@stride/adapters-storage';
import { ContainerModule } from 'inversify';
import { TOKENS } from '../../app.di-tokens.js';
import { personalisationApi } from './personalisation-api.js';
import { PERSONALISATION } from './personalisation.di-tokens.js';

/** Experiments sandbox, analytics collector, recommendations and event sign-up over PostgreSQL. */
export const personalisationModule = new ContainerModule(({ bind }) => {
  bind(PERSONALISATION.Deps).toDynamicValue((ctx) => {
    const sql = ctx.get(TOKENS.SqlClient);
    const config = ctx.get(TOKENS.Config);
    return {
      datafiles: new PgExperimentDatafileRepository(sql),
      experimentEvents: new PgExperimentEventRepository(sql),
      analyticsEvents: new PgAnalyticsEventRepository(sql),
      recommendations: new PgRecommendationSource(sql),
      registrations: new PgEventRegistrationRepository(sql),
      profiles: new PgConsumerProfileRepository(sql),
      throttle: ctx.get(TOKENS.Throttle),
      now: ctx.get(TOKENS.Clock),
      sdkKey: config.STRIDE_EXPERIMENTS_SDK_KEY,
      brand: config.STRIDE_RECOMMENDATIONS_BRAND,
    };
  });
  bind(PERSONALISATION.Api).toDynamicValue((ctx) => personalisationApi(ctx.get(PERSONALISATION.Deps)));
});
