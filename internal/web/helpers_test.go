package web_test

import "github.com/vitrina/vitrina/internal/platformclient"

func platformclientUser(email string) platformclient.NewUser {
	return platformclient.NewUser{Email: email, Password: "clave-segura-1", EmailConfirm: true}
}
