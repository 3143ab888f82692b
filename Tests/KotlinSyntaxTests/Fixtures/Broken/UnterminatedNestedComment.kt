class A
/* outer /* inner */ still open
class Hidden
