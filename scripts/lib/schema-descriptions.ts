// Walks a GraphQL schema's own elements (not introspection types, built-in scalars or built-in directives) and
// names each one as a client sees it: `Type`, `Type.field`, `Type.field(arg:)`, `Input.field`, `Enum.VALUE`.
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedDirective,
  isSpecifiedScalarType,
  type GraphQLSchema,
} from 'graphql';

interface Element {
  name: string;
  description: string | null | undefined;
}

function elementsOf(schema: GraphQLSchema): Element[] {
  const elements: Element[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    elements.push({ name: type.name, description: type.description });
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        elements.push({ name: `${type.name}.${field.name}`, description: field.description });
        for (const arg of field.args) elements.push({ name: `${type.name}.${field.name}(${arg.name}:)`, description: arg.description });
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()))
        elements.push({ name: `${type.name}.${field.name}`, description: field.description });
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) elements.push({ name: `${type.name}.${value.name}`, description: value.description });
    }
  }
  for (const directive of schema.getDirectives()) {
    if (isSpecifiedDirective(directive)) continue;
    elements.push({ name: `@${directive.name}`, description: directive.description });
    for (const arg of directive.args) elements.push({ name: `@${directive.name}(${arg.name}:)`, description: arg.description });
  }
  return elements;
}

/** Every element's name, in schema order. */
export function schemaElements(schema: GraphQLSchema): string[] {
  return elementsOf(schema).map((element) => element.name);
}

/** The elements without a description (a blank one counts as none). */
export function undescribedElements(schema: GraphQLSchema): string[] {
  return elementsOf(schema)
    .filter((element) => !element.description?.trim())
    .map((element) => element.name);
}
