class A
/* comment
class Hidden
