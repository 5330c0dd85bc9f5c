import {
  AliasNode,
  IdentifierNode,
  JoinNode,
  type OperationNode,
  RawNode,
  SelectionNode,
  type SelectQueryNode,
  sql,
} from 'kysely';
import { joinedLookup } from '../name-of.ts';

/** `sql\`${e}\`` wraps an expression in a raw node of one child; the lookup is that child. */
function unwrapped(node: OperationNode): OperationNode {
  if (RawNode.is(node) && node.parameters.length === 1 && node.sqlFragments.every((f) => f === ''))
    return unwrapped(node.parameters[0]);
  return node;
}

/**
 * The select list's names read by `nameOf` subqueries, read from lateral joins instead: PostgreSQL
 * pulls a simple lateral subquery up into an ordinary join, which it can hash or memoize, where a
 * scalar subquery runs once a row. Conditions keep their subqueries (they decide rows, once each).
 */
export function withJoinedNames(query: SelectQueryNode): SelectQueryNode {
  const aliases = new Map<OperationNode, string>();
  const joins: JoinNode[] = [];
  const joined = (node: OperationNode): OperationNode => {
    const target = unwrapped(node);
    const lookup = joinedLookup(target);
    if (!lookup) return node;
    let alias = aliases.get(target);
    if (!alias) {
      alias = `__name${aliases.size}`;
      aliases.set(target, alias);
      const table = AliasNode.create(lookup.toOperationNode(), IdentifierNode.create(alias));
      joins.push(JoinNode.createWithOn('LateralLeftJoin', table, sql`true`.toOperationNode()));
    }
    return sql.ref(`${alias}.name`).toOperationNode();
  };
  const selections = query.selections?.map(({ selection }) =>
    AliasNode.is(selection)
      ? SelectionNode.create(AliasNode.create(joined(selection.node), selection.alias))
      : SelectionNode.create(selection),
  );
  return { ...query, selections, joins: [...(query.joins ?? []), ...joins] };
}
