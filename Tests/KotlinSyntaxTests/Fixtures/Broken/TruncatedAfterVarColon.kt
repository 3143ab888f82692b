interface I
var x: 