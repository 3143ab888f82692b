}package p
class C
