package cmsstore

import (
	"context"
	"database/sql"
	"errors"

	"github.com/vitrina/vitrina/internal/database"
)

// roleSecondStep keeps the roles that require the two-step sign-in.
type roleSecondStep struct{ db *database.DB }

func (s roleSecondStep) Required(ctx context.Context, rol string) (bool, error) {
	var required bool
	err := s.db.QueryRow(ctx, `SELECT required FROM cms_role_second_step WHERE rol_nombre = ?`, rol).Scan(&required)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	return required, wrap("read role second step", err)
}

func (s roleSecondStep) Set(ctx context.Context, rol string, required bool) error {
	_, err := s.db.Exec(ctx, `INSERT INTO cms_role_second_step (rol_nombre, required) VALUES (?, ?)
		ON CONFLICT (rol_nombre) DO UPDATE SET required = excluded.required`, rol, required)
	return wrap("set role second step", err)
}

func (s roleSecondStep) All(ctx context.Context) (map[string]bool, error) {
	rows, err := s.db.Query(ctx, `SELECT rol_nombre FROM cms_role_second_step WHERE required = ?`, true)
	if err != nil {
		return nil, wrap("list role second step", err)
	}
	defer rows.Close()
	out := map[string]bool{}
	for rows.Next() {
		var rol string
		if err := rows.Scan(&rol); err != nil {
			return nil, wrap("list role second step", err)
		}
		out[rol] = true
	}
	return out, wrap("list role second step", rows.Err())
}
