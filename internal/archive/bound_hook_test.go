package archive

// SetMaxLine lowers the bound on one archived row for a test; the returned function restores it.
func SetMaxLine(n int) (restore func()) {
	old := maxLine
	maxLine = n
	return func() { maxLine = old }
}
