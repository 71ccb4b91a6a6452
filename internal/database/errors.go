package database

import (
	"errors"
	"regexp"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// SQLSTATE codes the platform reacts to.
const (
	CodeUniqueViolation     = "23505"
	CodeForeignKeyViolation = "23503"
	CodeNotNullViolation    = "23502"
	CodeCheckViolation      = "23514"
	CodeInvalidText         = "22P02"
	CodeUnavailable         = "53300"
	CodeLockTimeout         = "55P03"
	CodeDiskFull            = "53100" // the database's disk (or SQLite's file) has no space left
)

// Error is a database error translated to PostgreSQL terms, whatever the dialect.
type Error struct {
	Code       string   // SQLSTATE
	Table      string   // table the error is about, when known
	Columns    []string // columns of the violated constraint, when known
	Constraint string   // constraint name, when known
	Message    string   // PostgreSQL's message, or an equivalent one
	Detail     string   // PostgreSQL's detail, when it gave one
	Err        error
}

func (e *Error) Error() string { return e.Message }
func (e *Error) Unwrap() error { return e.Err }

var (
	sqliteUniqueCols = regexp.MustCompile(`UNIQUE constraint failed: (.+?)(?: \(\d+\))?$`)
	sqliteUniqueIdx  = regexp.MustCompile(`UNIQUE constraint failed: index '([^']+)'`)
	sqliteCheck      = regexp.MustCompile(`CHECK constraint failed: ([A-Za-z0-9_\-]+)`)
	sqliteNotNull    = regexp.MustCompile(`NOT NULL constraint failed: ([^ ]+)`)
)

// Classify translates a driver error. It returns nil when err is not a database error it knows.
func Classify(err error) *Error {
	if err == nil {
		return nil
	}
	var classified *Error
	if errors.As(err, &classified) {
		return classified
	}
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		e := &Error{Code: pgErr.Code, Table: pgErr.TableName, Constraint: pgErr.ConstraintName,
			Message: pgErr.Message, Detail: pgErr.Detail, Err: err}
		if pgErr.ColumnName != "" {
			e.Columns = []string{pgErr.ColumnName}
		}
		return e
	}
	var sqlErr *sqlite.Error
	if errors.As(err, &sqlErr) {
		return classifySQLite(sqlErr)
	}
	return connectionFailure(err)
}

func classifySQLite(err *sqlite.Error) *Error {
	msg := err.Error()
	switch err.Code() {
	case sqlite3.SQLITE_CONSTRAINT_UNIQUE, sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY:
		e := &Error{Code: CodeUniqueViolation, Err: err}
		if m := sqliteUniqueIdx.FindStringSubmatch(msg); m != nil {
			e.Constraint = m[1]
		} else if m := sqliteUniqueCols.FindStringSubmatch(msg); m != nil {
			for _, qualified := range strings.Split(m[1], ", ") {
				table, col, _ := strings.Cut(qualified, ".")
				e.Table = table
				e.Columns = append(e.Columns, col)
			}
			if err.Code() == sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY {
				e.Constraint = e.Table + "_pkey"
			} else {
				e.Constraint = e.Table + "_" + strings.Join(e.Columns, "_") + "_key"
			}
		}
		e.Message = `duplicate key value violates unique constraint "` + e.Constraint + `"`
		return e
	case sqlite3.SQLITE_CONSTRAINT_FOREIGNKEY:
		return &Error{Code: CodeForeignKeyViolation, Message: "foreign key violation", Err: err}
	case sqlite3.SQLITE_CONSTRAINT_NOTNULL:
		e := &Error{Code: CodeNotNullViolation, Err: err}
		if m := sqliteNotNull.FindStringSubmatch(msg); m != nil {
			table, col, _ := strings.Cut(m[1], ".")
			e.Table, e.Columns = table, []string{col}
		}
		e.Message = `null value in column "` + strings.Join(e.Columns, "") + `" of relation "` + e.Table + `" violates not-null constraint`
		return e
	case sqlite3.SQLITE_CONSTRAINT_CHECK:
		e := &Error{Code: CodeCheckViolation, Err: err}
		if m := sqliteCheck.FindStringSubmatch(msg); m != nil {
			e.Constraint = m[1]
		}
		// SQLite does not name the table; the caller, which knows it, completes the message.
		e.Message = `violates check constraint "` + e.Constraint + `"`
		return e
	case sqlite3.SQLITE_FULL:
		return &Error{Code: CodeDiskFull, Message: "could not write to the database: no space left on device", Err: err}
	case sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED:
		return &Error{Code: CodeLockTimeout, Message: "database is busy", Err: err}
	}
	return nil
}
