import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension, ApiForbiddenResponse, ApiSecurity, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ApiErrorResponse } from '../common/errors/api-error-response';
import { describeGrant, Grant, PUBLIC_ROUTE, ROUTE_GRANTS } from './route-access';

/**
 * Declares who may call a route; `ApiKeyGuard` enforces it and start-up refuses a route that
 * declares neither this nor `@Public()`. Also documents the route's security, its 401/403/429
 * responses and its roles (`x-roles`) in the OpenAPI document.
 */
export function Roles(...grants: Grant[]): MethodDecorator & ClassDecorator {
  const described = grants.map(describeGrant);
  return applyDecorators(
    SetMetadata(ROUTE_GRANTS, grants),
    ApiSecurity('api-key'),
    ApiBearerAuth('bearer'),
    ApiExtension('x-roles', described),
    ApiUnauthorizedResponse({ type: ApiErrorResponse, description: 'No API key, an unknown one, or a revoked one' }),
    ApiForbiddenResponse({ type: ApiErrorResponse, description: `Allowed: ${described.join(', ')}` }),
    // The key guard counts every such route's requests (docs/operations.md "Rate limits").
    ApiRateLimited('RATE_LIMITED: too many requests with this key, or without a valid key from this address, or too many refused keys from it'),
  );
}

/** The 429 of a counted route, with its Retry-After (a keyed route, or a public one that is not a probe). */
export function ApiRateLimited(description: string): MethodDecorator & ClassDecorator {
  return ApiTooManyRequestsResponse({
    type: ApiErrorResponse,
    description,
    headers: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 1 } } },
  });
}

/** A route anyone may call without a key (health, docs). */
export function Public(): MethodDecorator & ClassDecorator {
  return applyDecorators(SetMetadata(PUBLIC_ROUTE, true), ApiExtension('x-roles', ['public']));
}
