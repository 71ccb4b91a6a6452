console.log("hola")
