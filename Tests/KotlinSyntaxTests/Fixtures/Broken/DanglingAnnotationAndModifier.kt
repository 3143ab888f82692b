@
class A
class B {
  private
}
