class A {}
}
class B
