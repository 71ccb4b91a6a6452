package schema

// What every catalog's declarations are made of: the roles' lists, the common columns and keys, and
// the SQLSTATE of a rule's refusal.

// CodeRaise is the SQLSTATE of a rule violation raised by a platform rule (PL/pgSQL's RAISE).
const CodeRaise = "P0001"

// Everyone is anon and every signed-in user: who reads the public site's content.
func Everyone() []string { return []string{"anon", "authenticated"} }

// SignedIn is every signed-in user (the permission grid's views then narrow what each one may use).
func SignedIn() []string { return []string{"authenticated"} }

// CreatedAt is the created_at column every table has.
func CreatedAt() Column {
	return Column{Name: "created_at", Type: Timestamptz, NotNull: true, HasDefault: true}
}

// SerialID is an identity primary key.
func SerialID() Column { return Column{Name: "id", Type: Integer, NotNull: true, HasDefault: true} }

// FK is the foreign key from table.column to target's primary key, with PostgreSQL's default name.
func FK(table, column, target string) ForeignKey {
	return ForeignKey{Name: table + "_" + column + "_fkey", Table: table, Column: column, Target: target}
}

// WithLifecycle adds the editorial lifecycle's columns to an editorial table's own.
func WithLifecycle(cols ...Column) []Column { return append(cols, LifecycleColumns()...) }

// auditLog is the audit trail (internal/platform/audit): signed-in users read it (the CMS dashboard
// shows the latest entries); only the platform writes it, inside the transaction of each audited write.
func auditLog() *Table {
	json := func(name string) Column { return Column{Name: name, Type: JSONB} }
	text := func(name string, notNull bool) Column { return Column{Name: name, Type: Text, NotNull: notNull} }
	return &Table{
		Name: "audit_log",
		Columns: []Column{
			SerialID(), CreatedAt(),
			text("actor", true), text("actor_role", true), text("action", true), text("target", true),
			text("record_id", false), json("before"), json("after"), text("request_id", false),
		},
		PrimaryKey: "id",
		ReadRoles:  SignedIn(),
		ReadOnly:   true,
	}
}
