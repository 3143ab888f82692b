package p

class A
class