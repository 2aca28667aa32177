import { getMetadataStorage, IS_OPTIONAL, ValidationError } from 'class-validator';
import { allowsNull } from './nullable.decorator';

/**
 * The `null`s of a transformed DTO that `@IsOptional()` would wave through: every optional field
 * of every DTO object in it (nested ones and arrays of them too) that is null without being
 * `@Nullable()`. Returned as validation errors, so they join the others in one 400.
 */
export function refusedNulls(dto: object): ValidationError[] {
  const errors: ValidationError[] = [];
  const stack: { value: unknown; path: string }[] = [{ value: dto, path: '' }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, path: `${path}[${index}]` }));
      continue;
    }
    if (!isDtoObject(value)) continue;
    const optional = optionalProperties(value.constructor as abstract new (...args: never[]) => unknown);
    for (const [property, child] of Object.entries(value)) {
      const name = path === '' ? property : `${path}.${property}`;
      if (child === null && optional.has(property) && !allowsNull(value, property)) errors.push(nullError(name, value));
      else stack.push({ value: child, path: name });
    }
  }
  return errors;
}

/** An instance of a DTO class (not a plain object, a Date or a primitive): only those carry field rules. */
function isDtoObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null && value.constructor !== Object && !(value instanceof Date);
}

function optionalProperties(target: abstract new (...args: never[]) => unknown): Set<string> {
  const metadata = getMetadataStorage().getTargetValidationMetadatas(target, '', true, false);
  return new Set(metadata.filter((m) => m.name === IS_OPTIONAL).map((m) => m.propertyName));
}

function nullError(path: string, target: object): ValidationError {
  const error = new ValidationError();
  error.target = target;
  error.property = path;
  error.value = null;
  error.constraints = { notNull: `${path} must not be null; leave it out instead` };
  error.children = [];
  return error;
}
