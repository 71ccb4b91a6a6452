package passwords

import "testing"

func TestCommonPasswords(t *testing.T) {
	if n := CommonCount(); n < 10000 {
		t.Fatalf("the list holds %d passwords, want at least 10 000", n)
	}
	for pw, want := range map[string]bool{
		"123456": true, "password": true, "PassWord": true, " qwerty ": true, "iloveyou": true, "password1": true,
		"letmein": true, "clave-segura-1": false, "caballo grapa batería correcta": false, "": false,
	} {
		if got := IsCommon(pw); got != want {
			t.Errorf("IsCommon(%q) = %v, want %v", pw, got, want)
		}
	}
}
