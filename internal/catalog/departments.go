package catalog

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/vitrina/vitrina/internal/database"

	"github.com/vitrina/vitrina/internal/platform/schema"
)

// departments is departamentos: the company's departments. Their names are not personal data:
// anyone reads them (a public team page groups people by department); signed-in users write them,
// except a rename, which also changes employees' rows and goes through update_department.
func departments() *schema.Table {
	return &schema.Table{
		Name: "departamentos",
		Columns: []schema.Column{
			schema.SerialID(),
			{Name: "nombre", Type: schema.Text, NotNull: true},
			{Name: "descripcion", Type: schema.Text},
			{Name: "responsable", Type: schema.UUID},
			{Name: "orden", Type: schema.Integer, NotNull: true, HasDefault: true},
			schema.CreatedAt(),
			schema.TextsVersion(),
		},
		PrimaryKey:  "id",
		ForeignKeys: []schema.ForeignKey{schema.FK("departamentos", "responsable", "Empleados")},
		ReadRoles:   schema.Everyone(),
		WriteRoles:  schema.SignedIn(),
		// Each language has its own name and description; employees keep the Spanish name.
		Translations: &schema.Translations{Fields: []string{"nombre", "descripcion"}},
	}
}

// updateDepartment is update_department(p_id integer, p_nombre text, p_descripcion text,
// p_responsable uuid, p_orden integer): it saves a department and, when its name changes, renames
// it on every employee whose departamento held the old name (whatever its case), in one
// transaction; it answers how many employees it renamed. Only the service role may call it (the
// CMS does, after checking the user's view): it writes Empleados, which no other role writes.
func updateDepartment() *schema.Function {
	return &schema.Function{
		Name: "update_department",
		Params: []schema.Param{
			{Name: "p_id", Type: schema.Integer, Required: true},
			{Name: "p_nombre", Type: schema.Text, Required: true},
			{Name: "p_descripcion", Type: schema.Text},
			{Name: "p_responsable", Type: schema.UUID},
			{Name: "p_orden", Type: schema.Integer},
		},
		Call: func(ctx context.Context, tx *database.Tx, args schema.Row) (any, error) {
			name := strings.TrimSpace(args["p_nombre"].(string))
			var old string
			if err := tx.QueryRow(ctx, `SELECT nombre FROM departamentos WHERE id = ?`, args["p_id"]).Scan(&old); err != nil {
				if errors.Is(err, sql.ErrNoRows) {
					return nil, &database.Error{Code: schema.CodeRaise, Message: "department not found"}
				}
				return nil, fmt.Errorf("read department: %w", err)
			}
			orden := args["p_orden"]
			if orden == nil {
				orden = int64(0)
			}
			if _, err := tx.Exec(ctx, `UPDATE departamentos SET nombre = ?, descripcion = ?, responsable = ?, orden = ? WHERE id = ?`,
				name, args["p_descripcion"], args["p_responsable"], orden, args["p_id"]); err != nil {
				return nil, err
			}
			if old == name {
				return int64(0), nil
			}
			res, err := tx.Exec(ctx, `UPDATE "Empleados" SET departamento = ? WHERE lower(trim(departamento)) = lower(?)`, name, old)
			if err != nil {
				return nil, fmt.Errorf("rename department on employees: %w", err)
			}
			n, err := res.RowsAffected()
			if err != nil {
				return nil, fmt.Errorf("rename department on employees: %w", err)
			}
			return n, nil
		},
	}
}
