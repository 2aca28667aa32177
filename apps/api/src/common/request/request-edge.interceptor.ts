import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { from, Observable, switchMap } from 'rxjs';
import { checkInputText } from './input-text.check';
import { readJsonBody } from './read-json-body';

/**
 * The edge every HTTP request passes once it is authenticated and authorized — interceptors run
 * after guards and before pipes, which is exactly the place: a request without a usable key is a
 * 401 whatever its body, and validation never sees a body it cannot handle. It reads the JSON body
 * (Nest's own body parser is off, see `createApiApp`) and refuses text the database cannot store
 * and nesting validation cannot survive, in the path, the query and the body alike.
 */
@Injectable()
export class RequestEdgeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    return from(this.admit(req, http.getResponse<Response>())).pipe(switchMap(() => next.handle()));
  }

  private async admit(req: Request, res: Response): Promise<void> {
    checkInputText(req.params, 'path');
    checkInputText(req.query, 'query');
    await readJsonBody(req, res);
    checkInputText(req.body, 'body');
  }
}
