fun `name() {}
class B
